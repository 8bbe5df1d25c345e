/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Newsletter_Min_Age16Inputs */

const nl_newsletter_min_age16 = /** @type {(inputs: Newsletter_Min_Age16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De nieuwsbrief is pas mogelijk vanaf ${i?.minAge} jaar`)
};

/**

* @param {Newsletter_Min_Age16Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletter_min_age16 = nl_newsletter_min_age16;
export { newsletter_min_age16 as "NEWSLETTER_MIN_AGE" }