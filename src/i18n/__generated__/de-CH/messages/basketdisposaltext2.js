/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Basketdisposaltext2Inputs */

const de_ch2_basketdisposaltext2 = /** @type {(inputs: Basketdisposaltext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir nehmen bei der Lieferung Ihre alten Matratzen und Lattenroste mit und entsorgen sie fachgerecht (${i?.price} je Stück).`)
};

/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdisposaltext2 = de_ch2_basketdisposaltext2;
export { basketdisposaltext2 as "basketDisposalText" }