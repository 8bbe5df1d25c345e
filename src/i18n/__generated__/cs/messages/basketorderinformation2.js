/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketorderinformation2Inputs */

const cs_basketorderinformation2 = /** @type {(inputs: Basketorderinformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informace k objednávce`)
};

/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketorderinformation2 = cs_basketorderinformation2;
export { basketorderinformation2 as "basketOrderInformation" }