/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddedbutton2Inputs */

const sk_orderformaddedbutton2 = /** @type {(inputs: Orderformaddedbutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pridané`)
};

/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformaddedbutton2 = sk_orderformaddedbutton2;
export { orderformaddedbutton2 as "orderformAddedButton" }