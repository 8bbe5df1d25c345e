/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolourlabel2Inputs */

const de_basketcolourlabel2 = /** @type {(inputs: Basketcolourlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbe`)
};

/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketcolourlabel2 = de_basketcolourlabel2;
export { basketcolourlabel2 as "basketColourLabel" }