/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinenosize3Inputs */

const cs_orderformlinenosize3 = /** @type {(inputs: Orderformlinenosize3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím velikost`)
};

/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformlinenosize3 = cs_orderformlinenosize3;
export { orderformlinenosize3 as "orderformLineNoSize" }