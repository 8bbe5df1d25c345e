/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const fr_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article est épuisé`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = fr_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }