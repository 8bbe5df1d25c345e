/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const de_ch2_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Artikel ist ausverkauft`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = de_ch2_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }