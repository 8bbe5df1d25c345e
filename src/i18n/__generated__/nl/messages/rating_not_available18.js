/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const nl_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Door een technisch probleem kun je dit artikel op dit moment helaas niet beoordelen.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = nl_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }