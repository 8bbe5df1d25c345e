/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const nl_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het gekozen aantal is groter dan onze voorraad.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = nl_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }