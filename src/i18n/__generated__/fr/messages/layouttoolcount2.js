/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const fr_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} articles`);
	return /** @type {LocalizedString} */ ("layoutToolCount");
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = fr_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }