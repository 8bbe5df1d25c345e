/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddedbutton2Inputs */

const sv_orderformaddedbutton2 = /** @type {(inputs: Orderformaddedbutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillagd`)
};

/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformaddedbutton2 = sv_orderformaddedbutton2;
export { orderformaddedbutton2 as "orderformAddedButton" }