/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const nl_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elk onderdeel van het artikel is op schadelijke stoffen getest.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = nl_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }