/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketorderinformation2Inputs */

const de_basketorderinformation2 = /** @type {(inputs: Basketorderinformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellinformationen`)
};

/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketorderinformation2 = de_basketorderinformation2;
export { basketorderinformation2 as "basketOrderInformation" }