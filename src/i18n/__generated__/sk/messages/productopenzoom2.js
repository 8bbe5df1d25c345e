/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productopenzoom2Inputs */

const sk_productopenzoom2 = /** @type {(inputs: Productopenzoom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otvoriť detail`)
};

/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productopenzoom2 = sk_productopenzoom2;
export { productopenzoom2 as "productOpenZoom" }