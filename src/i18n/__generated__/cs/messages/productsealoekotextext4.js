/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const cs_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Každá součást zboží je testována na škodlivé látky.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = cs_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }