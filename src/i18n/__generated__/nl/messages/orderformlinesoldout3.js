/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const nl_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit artikel is uitverkocht`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = nl_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }