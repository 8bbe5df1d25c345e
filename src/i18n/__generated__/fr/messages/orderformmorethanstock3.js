/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const fr_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La quantité choisie dépasse notre stock.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = fr_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }