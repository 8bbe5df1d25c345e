/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolourlabel2Inputs */

const sv_basketcolourlabel2 = /** @type {(inputs: Basketcolourlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Färg`)
};

/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketcolourlabel2 = sv_basketcolourlabel2;
export { basketcolourlabel2 as "basketColourLabel" }