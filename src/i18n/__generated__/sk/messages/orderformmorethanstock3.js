/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const sk_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zvolené množstvo prevyšuje naše skladové zásoby.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = sk_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }