/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const de_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fügen Sie Artikel hinzu, um zur Kasse zu gehen.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = de_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }