/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Already_Submitted22Inputs */

const cs_rating_already_submitted22 = /** @type {(inputs: Rating_Already_Submitted22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto zboží jste už hodnotili, další hodnocení bohužel není možné.`)
};

/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const rating_already_submitted22 = cs_rating_already_submitted22;
export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" }