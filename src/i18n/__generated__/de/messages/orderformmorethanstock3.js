/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const de_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gewählte Menge übersteigt unseren Lagerbestand.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = de_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }