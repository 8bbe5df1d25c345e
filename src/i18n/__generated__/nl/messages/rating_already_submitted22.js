/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Already_Submitted22Inputs */

const nl_rating_already_submitted22 = /** @type {(inputs: Rating_Already_Submitted22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je hebt dit artikel al beoordeeld. Nog een beoordeling is helaas niet mogelijk.`)
};

/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const rating_already_submitted22 = nl_rating_already_submitted22;
export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" }