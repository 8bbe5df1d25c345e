/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformlinenosize3Inputs */

const de_orderformlinenosize3 = /** @type {(inputs: Orderformlinenosize3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine Größe`)
};

/**

* @param {Orderformlinenosize3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformlinenosize3 = de_orderformlinenosize3;
export { orderformlinenosize3 as "orderformLineNoSize" }