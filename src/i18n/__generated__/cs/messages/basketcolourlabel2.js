/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolourlabel2Inputs */

const cs_basketcolourlabel2 = /** @type {(inputs: Basketcolourlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barva`)
};

/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketcolourlabel2 = cs_basketcolourlabel2;
export { basketcolourlabel2 as "basketColourLabel" }