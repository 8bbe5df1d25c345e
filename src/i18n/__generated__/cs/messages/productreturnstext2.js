/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productreturnstext2Inputs */

const cs_productreturnstext2 = /** @type {(inputs: Productreturnstext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží nám můžete vrátit zdarma.`)
};

/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productreturnstext2 = cs_productreturnstext2;
export { productreturnstext2 as "productReturnsText" }