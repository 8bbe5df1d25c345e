/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcolourlabel2Inputs */

const nl_basketcolourlabel2 = /** @type {(inputs: Basketcolourlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleur`)
};

/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketcolourlabel2 = nl_basketcolourlabel2;
export { basketcolourlabel2 as "basketColourLabel" }