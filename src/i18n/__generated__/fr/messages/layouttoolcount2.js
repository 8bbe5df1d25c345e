/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const fr_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, articles : ${i?.count}`)
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = fr_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }