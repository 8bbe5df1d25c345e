/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddedbutton2Inputs */

const fr_orderformaddedbutton2 = /** @type {(inputs: Orderformaddedbutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté`)
};

/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformaddedbutton2 = fr_orderformaddedbutton2;
export { orderformaddedbutton2 as "orderformAddedButton" }