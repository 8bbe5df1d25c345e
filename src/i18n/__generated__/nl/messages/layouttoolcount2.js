/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const nl_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, artikelen: ${i?.count}`)
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = nl_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }