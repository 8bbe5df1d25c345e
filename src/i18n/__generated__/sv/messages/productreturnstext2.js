/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const sv_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kan skicka tillbaka dina varor till oss utan kostnad.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = sv_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }