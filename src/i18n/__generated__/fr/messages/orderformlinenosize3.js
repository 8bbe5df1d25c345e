/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinenosize3Inputs */

const fr_orderformlinenosize3 = /** @type {(inputs: Orderformlinenosize3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une taille`)
};

/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformlinenosize3 = fr_orderformlinenosize3;
export { orderformlinenosize3 as "orderformLineNoSize" }