/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketorderinformation2Inputs */

const sk_basketorderinformation2 = /** @type {(inputs: Basketorderinformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informácie k objednávke`)
};

/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketorderinformation2 = sk_basketorderinformation2;
export { basketorderinformation2 as "basketOrderInformation" }