/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const de_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Bestandteil des Artikels ist auf Schadstoffe geprüft.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = de_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }