/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const sk_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z technických príčin teraz, žiaľ, nie je možné tento tovar hodnotiť.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = sk_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }