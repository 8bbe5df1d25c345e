/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const sk_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {const minAgePlural = registry.plural("sk", i?.minAge, {});
	if (minAgePlural === "one") return /** @type {LocalizedString} */ (`Newsletter je dostupný až od ${i?.minAge} roka`);
	if (minAgePlural === "few") return /** @type {LocalizedString} */ (`Newsletter je dostupný až od ${i?.minAge} rokov`);
	if (minAgePlural === "many") return /** @type {LocalizedString} */ (`Newsletter je dostupný až od ${i?.minAge} roka`);
	if (minAgePlural === "other") return /** @type {LocalizedString} */ (`Newsletter je dostupný až od ${i?.minAge} rokov`);
	return /** @type {LocalizedString} */ ("NEWSLETTER_MIN_AGE");
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = sk_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }