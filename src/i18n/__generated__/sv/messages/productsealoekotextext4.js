/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const sv_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varje del av artikeln är testad för skadliga ämnen.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = sv_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }