/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolourlabel2Inputs */

const fr_basketcolourlabel2 = /** @type {(inputs: Basketcolourlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur`)
};

/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketcolourlabel2 = fr_basketcolourlabel2;
export { basketcolourlabel2 as "basketColourLabel" }