/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const sk_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento tovar je vypredaný`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = sk_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }