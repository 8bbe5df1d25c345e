/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const de_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} Artikel`)
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = de_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }