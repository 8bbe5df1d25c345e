/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const cs_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {const minAgePlural = registry.plural("cs", i?.minAge, {});
	if (minAgePlural === "one") return /** @type {LocalizedString} */ (`Newsletter je k dispozici až od ${i?.minAge} roku`);
	if (minAgePlural === "few") return /** @type {LocalizedString} */ (`Newsletter je k dispozici až od ${i?.minAge} let`);
	if (minAgePlural === "many") return /** @type {LocalizedString} */ (`Newsletter je k dispozici až od ${i?.minAge} roku`);
	if (minAgePlural === "other") return /** @type {LocalizedString} */ (`Newsletter je k dispozici až od ${i?.minAge} let`);
	return /** @type {LocalizedString} */ ("NEWSLETTER_MIN_AGE");
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = cs_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }