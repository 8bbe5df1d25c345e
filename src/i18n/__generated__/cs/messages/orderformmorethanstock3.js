/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const cs_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zvolené množství převyšuje naše skladové zásoby.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = cs_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }