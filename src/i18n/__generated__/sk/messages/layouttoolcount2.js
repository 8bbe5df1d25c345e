/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Layouttoolcount2Inputs */

const sk_layouttoolcount2 = /** @type {(inputs: Layouttoolcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položka`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} položiek`);
	return /** @type {LocalizedString} */ ("layoutToolCount");
};

/**

* @param {Layouttoolcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouttoolcount2 = sk_layouttoolcount2;
export { layouttoolcount2 as "layoutToolCount" }