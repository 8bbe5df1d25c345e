/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketundo1Inputs */

const fr_basketundo1 = /** @type {(inputs: Basketundo1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketundo1 = fr_basketundo1;
export { basketundo1 as "basketUndo" }