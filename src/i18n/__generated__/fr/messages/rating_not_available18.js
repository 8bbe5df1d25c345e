/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const fr_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour des raisons techniques, il n’est malheureusement pas possible d’évaluer cet article pour le moment.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = fr_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }