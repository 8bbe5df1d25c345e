/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const sv_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här varan är slutsåld`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = sv_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }