/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Already_Submitted22Inputs */

const fr_rating_already_submitted22 = /** @type {(inputs: Rating_Already_Submitted22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà évalué cet article ; il n’est malheureusement pas possible de l’évaluer à nouveau.`)
};

/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const rating_already_submitted22 = fr_rating_already_submitted22;
export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" }