/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Already_Submitted22Inputs */

const sk_rating_already_submitted22 = /** @type {(inputs: Rating_Already_Submitted22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento tovar ste už hodnotili, ďalšie hodnotenie, žiaľ, nie je možné.`)
};

/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const rating_already_submitted22 = sk_rating_already_submitted22;
export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" }