/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformmorethanstock3Inputs */

const sv_orderformmorethanstock3 = /** @type {(inputs: Orderformmorethanstock3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det valda antalet överstiger vårt lager.`)
};

/**

* @param {Orderformmorethanstock3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformmorethanstock3 = sv_orderformmorethanstock3;
export { orderformmorethanstock3 as "orderformMoreThanStock" }