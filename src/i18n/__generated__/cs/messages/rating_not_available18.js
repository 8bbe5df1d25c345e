/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const cs_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z technických důvodů teď bohužel nelze toto zboží hodnotit.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = cs_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }