/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinesoldout3Inputs */

const cs_orderformlinesoldout3 = /** @type {(inputs: Orderformlinesoldout3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto zboží je vyprodané`)
};

/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformlinesoldout3 = cs_orderformlinesoldout3;
export { orderformlinesoldout3 as "orderformLineSoldOut" }