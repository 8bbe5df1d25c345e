/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddline2Inputs */

const de_orderformaddline2 = /** @type {(inputs: Orderformaddline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Zeile hinzufügen`)
};

/**

* @param {Orderformaddline2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformaddline2 = de_orderformaddline2;
export { orderformaddline2 as "orderformAddLine" }