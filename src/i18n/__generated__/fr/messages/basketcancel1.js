/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcancel1Inputs */

const fr_basketcancel1 = /** @type {(inputs: Basketcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketcancel1 = fr_basketcancel1;
export { basketcancel1 as "basketCancel" }