/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const cs_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položka`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položek`);
	return /** @type {LocalizedString} */ ("layoutToolCount");
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = cs_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }